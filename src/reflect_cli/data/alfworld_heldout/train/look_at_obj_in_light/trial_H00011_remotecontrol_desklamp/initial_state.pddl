(define (problem plan_trial_H00011_remotecontrol_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  CellPhoneType - otype
  CreditCardType - otype
  DeskLampType - otype
  RemoteControlType - otype
  VaseType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  RemoteControl_bar__minus_02_dot_38_bar__minus_00_dot_51_bar__plus_01_dot_55 - object
  Vase_bar__plus_00_dot_11_bar__plus_02_dot_45_bar__plus_02_dot_46 - object
  CellPhone_bar__plus_02_dot_38_bar__minus_02_dot_41_bar__plus_01_dot_54 - object
  Box_bar__minus_00_dot_14_bar__minus_02_dot_11_bar__plus_00_dot_07 - object
  CreditCard_bar__minus_00_dot_80_bar__plus_00_dot_39_bar__minus_02_dot_20 - object
  DeskLamp_bar__minus_01_dot_96_bar__minus_02_dot_15_bar__plus_00_dot_37 - object
  TVStand_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__plus_01_dot_02 - receptacle
  Dresser_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_02_dot_34 - receptacle
  CoffeeTable_bar__minus_00_dot_68_bar__minus_01_dot_11_bar__minus_01_dot_41 - receptacle
  Sofa_bar__plus_00_dot_55_bar__plus_02_dot_28_bar__plus_00_dot_81 - receptacle
  Shelf_bar__plus_01_dot_55_bar__minus_00_dot_69_bar__minus_01_dot_26 - receptacle
  ArmChair_bar__plus_00_dot_84_bar__plus_00_dot_43_bar__minus_01_dot_20 - receptacle
  SideTable_bar__minus_00_dot_49_bar__plus_02_dot_17_bar__plus_02_dot_31 - receptacle
  loc_bar_0_bar_0_bar_0_bar_15 - location
  loc_bar_0_bar__minus_2_bar_2_bar_15 - location
  loc_bar_1_bar__minus_6_bar_0_bar_30 - location
  loc_bar_5_bar__minus_7_bar_2_bar_30 - location
  loc_bar__minus_1_bar__minus_1_bar_3_bar_0 - location
  loc_bar__minus_4_bar__minus_4_bar_1_bar_15 - location
  loc_bar__minus_7_bar_4_bar_3_bar_45 - location
  loc_bar__minus_8_bar__minus_1_bar_1_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar__minus_6_bar_0_bar_30)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType CreditCardType)
  (canContain ArmChairType RemoteControlType)
  (canContain ArmChairType VaseType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType CreditCardType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType VaseType)
  (canContain DresserType BoxType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType CreditCardType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType VaseType)
  (canContain ShelfType BoxType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType VaseType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType VaseType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType CreditCardType)
  (canContain SofaType RemoteControlType)
  (canContain SofaType VaseType)
  (canContain TVStandType BoxType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType CreditCardType)
  (canContain TVStandType RemoteControlType)
  (canContain TVStandType VaseType)
  (receptacleType TVStand_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__plus_01_dot_02 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__plus_01_dot_02 loc_bar__minus_1_bar__minus_1_bar_3_bar_0)
  (receptacleType Dresser_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_02_dot_34 DresserType)
  (receptacleAtLocation Dresser_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_02_dot_34 loc_bar_0_bar_0_bar_0_bar_15)
  (receptacleType CoffeeTable_bar__minus_00_dot_68_bar__minus_01_dot_11_bar__minus_01_dot_41 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_00_dot_68_bar__minus_01_dot_11_bar__minus_01_dot_41 loc_bar__minus_7_bar_4_bar_3_bar_45)
  (receptacleType Sofa_bar__plus_00_dot_55_bar__plus_02_dot_28_bar__plus_00_dot_81 SofaType)
  (receptacleAtLocation Sofa_bar__plus_00_dot_55_bar__plus_02_dot_28_bar__plus_00_dot_81 loc_bar_0_bar__minus_2_bar_2_bar_15)
  (receptacleType Shelf_bar__plus_01_dot_55_bar__minus_00_dot_69_bar__minus_01_dot_26 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__minus_00_dot_69_bar__minus_01_dot_26 loc_bar__minus_4_bar__minus_4_bar_1_bar_15)
  (receptacleType ArmChair_bar__plus_00_dot_84_bar__plus_00_dot_43_bar__minus_01_dot_20 ArmChairType)
  (receptacleAtLocation ArmChair_bar__plus_00_dot_84_bar__plus_00_dot_43_bar__minus_01_dot_20 loc_bar_5_bar__minus_7_bar_2_bar_30)
  (receptacleType SideTable_bar__minus_00_dot_49_bar__plus_02_dot_17_bar__plus_02_dot_31 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_00_dot_49_bar__plus_02_dot_17_bar__plus_02_dot_31 loc_bar__minus_8_bar__minus_1_bar_1_bar_15)
  (objectType RemoteControl_bar__minus_02_dot_38_bar__minus_00_dot_51_bar__plus_01_dot_55 RemoteControlType)
  (inReceptacle RemoteControl_bar__minus_02_dot_38_bar__minus_00_dot_51_bar__plus_01_dot_55 ArmChair_bar__plus_00_dot_84_bar__plus_00_dot_43_bar__minus_01_dot_20)
  (objectAtLocation RemoteControl_bar__minus_02_dot_38_bar__minus_00_dot_51_bar__plus_01_dot_55 loc_bar_5_bar__minus_7_bar_2_bar_30)
  (pickupable RemoteControl_bar__minus_02_dot_38_bar__minus_00_dot_51_bar__plus_01_dot_55)
  (objectType Vase_bar__plus_00_dot_11_bar__plus_02_dot_45_bar__plus_02_dot_46 VaseType)
  (inReceptacle Vase_bar__plus_00_dot_11_bar__plus_02_dot_45_bar__plus_02_dot_46 SideTable_bar__minus_00_dot_49_bar__plus_02_dot_17_bar__plus_02_dot_31)
  (objectAtLocation Vase_bar__plus_00_dot_11_bar__plus_02_dot_45_bar__plus_02_dot_46 loc_bar__minus_8_bar__minus_1_bar_1_bar_15)
  (pickupable Vase_bar__plus_00_dot_11_bar__plus_02_dot_45_bar__plus_02_dot_46)
  (objectType CellPhone_bar__plus_02_dot_38_bar__minus_02_dot_41_bar__plus_01_dot_54 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_02_dot_38_bar__minus_02_dot_41_bar__plus_01_dot_54 CoffeeTable_bar__minus_00_dot_68_bar__minus_01_dot_11_bar__minus_01_dot_41)
  (objectAtLocation CellPhone_bar__plus_02_dot_38_bar__minus_02_dot_41_bar__plus_01_dot_54 loc_bar__minus_7_bar_4_bar_3_bar_45)
  (pickupable CellPhone_bar__plus_02_dot_38_bar__minus_02_dot_41_bar__plus_01_dot_54)
  (objectType Box_bar__minus_00_dot_14_bar__minus_02_dot_11_bar__plus_00_dot_07 BoxType)
  (inReceptacle Box_bar__minus_00_dot_14_bar__minus_02_dot_11_bar__plus_00_dot_07 CoffeeTable_bar__minus_00_dot_68_bar__minus_01_dot_11_bar__minus_01_dot_41)
  (objectAtLocation Box_bar__minus_00_dot_14_bar__minus_02_dot_11_bar__plus_00_dot_07 loc_bar__minus_7_bar_4_bar_3_bar_45)
  (pickupable Box_bar__minus_00_dot_14_bar__minus_02_dot_11_bar__plus_00_dot_07)
  (objectType CreditCard_bar__minus_00_dot_80_bar__plus_00_dot_39_bar__minus_02_dot_20 CreditCardType)
  (inReceptacle CreditCard_bar__minus_00_dot_80_bar__plus_00_dot_39_bar__minus_02_dot_20 TVStand_bar__minus_02_dot_15_bar__plus_00_dot_33_bar__plus_01_dot_02)
  (objectAtLocation CreditCard_bar__minus_00_dot_80_bar__plus_00_dot_39_bar__minus_02_dot_20 loc_bar__minus_1_bar__minus_1_bar_3_bar_0)
  (pickupable CreditCard_bar__minus_00_dot_80_bar__plus_00_dot_39_bar__minus_02_dot_20)
  (objectType DeskLamp_bar__minus_01_dot_96_bar__minus_02_dot_15_bar__plus_00_dot_37 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_01_dot_96_bar__minus_02_dot_15_bar__plus_00_dot_37 Dresser_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_02_dot_34)
  (objectAtLocation DeskLamp_bar__minus_01_dot_96_bar__minus_02_dot_15_bar__plus_00_dot_37 loc_bar_0_bar_0_bar_0_bar_15)
  (toggleable DeskLamp_bar__minus_01_dot_96_bar__minus_02_dot_15_bar__plus_00_dot_37)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o RemoteControlType)
                 (holds ?a ?o)
             )
         )
     )
)
)
