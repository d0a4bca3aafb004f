(define (problem plan_trial_H00000_remotecontrol_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BoxType - otype
  CreditCardType - otype
  PillowType - otype
  RemoteControlType - otype
  VaseType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  RemoteControl_bar__plus_00_dot_03_bar__minus_01_dot_84_bar__minus_01_dot_35 - object
  Book_bar__plus_01_dot_59_bar__plus_01_dot_60_bar__minus_01_dot_86 - object
  Pillow_bar__plus_02_dot_50_bar__plus_00_dot_25_bar__plus_01_dot_40 - object
  CreditCard_bar__minus_02_dot_35_bar__plus_01_dot_28_bar__minus_02_dot_42 - object
  Box_bar__plus_02_dot_13_bar__minus_02_dot_10_bar__minus_02_dot_05 - object
  Vase_bar__minus_02_dot_18_bar__minus_00_dot_19_bar__plus_01_dot_37 - object
  TVStand_bar__minus_00_dot_24_bar__plus_00_dot_57_bar__minus_02_dot_05 - receptacle
  Sofa_bar__plus_00_dot_31_bar__minus_01_dot_84_bar__minus_02_dot_35 - receptacle
  CoffeeTable_bar__plus_00_dot_09_bar__minus_02_dot_25_bar__minus_02_dot_03 - receptacle
  Drawer_bar__plus_01_dot_54_bar__minus_00_dot_49_bar__plus_01_dot_26 - receptacle
  SideTable_bar__minus_01_dot_36_bar__plus_02_dot_41_bar__minus_01_dot_82 - receptacle
  Shelf_bar__plus_02_dot_01_bar__minus_01_dot_55_bar__plus_01_dot_86 - receptacle
  Dresser_bar__plus_00_dot_54_bar__minus_02_dot_34_bar__minus_00_dot_27 - receptacle
  loc_bar_1_bar__minus_5_bar_1_bar_45 - location
  loc_bar_2_bar_5_bar_2_bar_60 - location
  loc_bar_6_bar__minus_6_bar_2_bar_15 - location
  loc_bar__minus_2_bar_0_bar_2_bar_30 - location
  loc_bar__minus_3_bar_7_bar_2_bar_30 - location
  loc_bar__minus_4_bar_7_bar_3_bar_30 - location
  loc_bar__minus_7_bar__minus_5_bar_1_bar_45 - location
  loc_bar__minus_8_bar_2_bar_3_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_7_bar__minus_5_bar_1_bar_45)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType PillowType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType VaseType)
  (canContain DrawerType BookType)
  (canContain DrawerType BoxType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType PillowType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType VaseType)
  (canContain DresserType BookType)
  (canContain DresserType BoxType)
  (canContain DresserType CreditCardType)
  (canContain DresserType PillowType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType VaseType)
  (canContain ShelfType BookType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType PillowType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType VaseType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType PillowType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType VaseType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CreditCardType)
  (canContain SofaType PillowType)
  (canContain SofaType RemoteControlType)
  (canContain SofaType VaseType)
  (canContain TVStandType BookType)
  (canContain TVStandType BoxType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType PillowType)
  (canContain TVStandType RemoteControlType)
  (canContain TVStandType VaseType)
  (receptacleType TVStand_bar__minus_00_dot_24_bar__plus_00_dot_57_bar__minus_02_dot_05 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_00_dot_24_bar__plus_00_dot_57_bar__minus_02_dot_05 loc_bar__minus_8_bar_2_bar_3_bar_15)
  (receptacleType Sofa_bar__plus_00_dot_31_bar__minus_01_dot_84_bar__minus_02_dot_35 SofaType)
  (receptacleAtLocation Sofa_bar__plus_00_dot_31_bar__minus_01_dot_84_bar__minus_02_dot_35 loc_bar__minus_2_bar_0_bar_2_bar_30)
  (receptacleType CoffeeTable_bar__plus_00_dot_09_bar__minus_02_dot_25_bar__minus_02_dot_03 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_00_dot_09_bar__minus_02_dot_25_bar__minus_02_dot_03 loc_bar_1_bar__minus_5_bar_1_bar_45)
  (receptacleType Drawer_bar__plus_01_dot_54_bar__minus_00_dot_49_bar__plus_01_dot_26 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_54_bar__minus_00_dot_49_bar__plus_01_dot_26 loc_bar__minus_4_bar_7_bar_3_bar_30)
  (openable Drawer_bar__plus_01_dot_54_bar__minus_00_dot_49_bar__plus_01_dot_26)
  (receptacleType SideTable_bar__minus_01_dot_36_bar__plus_02_dot_41_bar__minus_01_dot_82 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_36_bar__plus_02_dot_41_bar__minus_01_dot_82 loc_bar__minus_3_bar_7_bar_2_bar_30)
  (receptacleType Shelf_bar__plus_02_dot_01_bar__minus_01_dot_55_bar__plus_01_dot_86 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_01_bar__minus_01_dot_55_bar__plus_01_dot_86 loc_bar_6_bar__minus_6_bar_2_bar_15)
  (receptacleType Dresser_bar__plus_00_dot_54_bar__minus_02_dot_34_bar__minus_00_dot_27 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_54_bar__minus_02_dot_34_bar__minus_00_dot_27 loc_bar_2_bar_5_bar_2_bar_60)
  (objectType RemoteControl_bar__plus_00_dot_03_bar__minus_01_dot_84_bar__minus_01_dot_35 RemoteControlType)
  (inReceptacle RemoteControl_bar__plus_00_dot_03_bar__minus_01_dot_84_bar__minus_01_dot_35 TVStand_bar__minus_00_dot_24_bar__plus_00_dot_57_bar__minus_02_dot_05)
  (objectAtLocation RemoteControl_bar__plus_00_dot_03_bar__minus_01_dot_84_bar__minus_01_dot_35 loc_bar__minus_8_bar_2_bar_3_bar_15)
  (pickupable RemoteControl_bar__plus_00_dot_03_bar__minus_01_dot_84_bar__minus_01_dot_35)
  (objectType Book_bar__plus_01_dot_59_bar__plus_01_dot_60_bar__minus_01_dot_86 BookType)
  (inReceptacle Book_bar__plus_01_dot_59_bar__plus_01_dot_60_bar__minus_01_dot_86 Sofa_bar__plus_00_dot_31_bar__minus_01_dot_84_bar__minus_02_dot_35)
  (objectAtLocation Book_bar__plus_01_dot_59_bar__plus_01_dot_60_bar__minus_01_dot_86 loc_bar__minus_2_bar_0_bar_2_bar_30)
  (pickupable Book_bar__plus_01_dot_59_bar__plus_01_dot_60_bar__minus_01_dot_86)
  (objectType Pillow_bar__plus_02_dot_50_bar__plus_00_dot_25_bar__plus_01_dot_40 PillowType)
  (inReceptacle Pillow_bar__plus_02_dot_50_bar__plus_00_dot_25_bar__plus_01_dot_40 SideTable_bar__minus_01_dot_36_bar__plus_02_dot_41_bar__minus_01_dot_82)
  (objectAtLocation Pillow_bar__plus_02_dot_50_bar__plus_00_dot_25_bar__plus_01_dot_40 loc_bar__minus_3_bar_7_bar_2_bar_30)
  (pickupable Pillow_bar__plus_02_dot_50_bar__plus_00_dot_25_bar__plus_01_dot_40)
  (objectType CreditCard_bar__minus_02_dot_35_bar__plus_01_dot_28_bar__minus_02_dot_42 CreditCardType)
  (inReceptacle CreditCard_bar__minus_02_dot_35_bar__plus_01_dot_28_bar__minus_02_dot_42 CoffeeTable_bar__plus_00_dot_09_bar__minus_02_dot_25_bar__minus_02_dot_03)
  (objectAtLocation CreditCard_bar__minus_02_dot_35_bar__plus_01_dot_28_bar__minus_02_dot_42 loc_bar_1_bar__minus_5_bar_1_bar_45)
  (pickupable CreditCard_bar__minus_02_dot_35_bar__plus_01_dot_28_bar__minus_02_dot_42)
  (objectType Box_bar__plus_02_dot_13_bar__minus_02_dot_10_bar__minus_02_dot_05 BoxType)
  (inReceptacle Box_bar__plus_02_dot_13_bar__minus_02_dot_10_bar__minus_02_dot_05 Sofa_bar__plus_00_dot_31_bar__minus_01_dot_84_bar__minus_02_dot_35)
  (objectAtLocation Box_bar__plus_02_dot_13_bar__minus_02_dot_10_bar__minus_02_dot_05 loc_bar__minus_2_bar_0_bar_2_bar_30)
  (pickupable Box_bar__plus_02_dot_13_bar__minus_02_dot_10_bar__minus_02_dot_05)
  (objectType Vase_bar__minus_02_dot_18_bar__minus_00_dot_19_bar__plus_01_dot_37 VaseType)
  (inReceptacle Vase_bar__minus_02_dot_18_bar__minus_00_dot_19_bar__plus_01_dot_37 SideTable_bar__minus_01_dot_36_bar__plus_02_dot_41_bar__minus_01_dot_82)
  (objectAtLocation Vase_bar__minus_02_dot_18_bar__minus_00_dot_19_bar__plus_01_dot_37 loc_bar__minus_3_bar_7_bar_2_bar_30)
  (pickupable Vase_bar__minus_02_dot_18_bar__minus_00_dot_19_bar__plus_01_dot_37)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o RemoteControlType)
                    (receptacleType ?r DrawerType)
                )
            )
        )
    )
)
)
