(define (problem plan_trial_H00003_vase_sofa)
(:domain alfred)
(:objects
  agent1 - agent
  KeyChainType - otype
  RemoteControlType - otype
  StatueType - otype
  VaseType - otype
  WatchType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  Vase_bar__minus_00_dot_25_bar__plus_02_dot_18_bar__minus_02_dot_44 - object
  Vase_bar__minus_01_dot_28_bar__plus_00_dot_20_bar__minus_01_dot_95 - object
  KeyChain_bar__plus_02_dot_21_bar__minus_01_dot_99_bar__plus_02_dot_32 - object
  Watch_bar__plus_00_dot_59_bar__plus_00_dot_77_bar__minus_01_dot_73 - object
  Statue_bar__plus_01_dot_44_bar__minus_02_dot_08_bar__minus_01_dot_33 - object
  RemoteControl_bar__minus_00_dot_27_bar__minus_01_dot_45_bar__plus_01_dot_20 - object
  Dresser_bar__plus_02_dot_42_bar__plus_01_dot_84_bar__minus_01_dot_39 - receptacle
  Drawer_bar__minus_00_dot_15_bar__minus_01_dot_95_bar__minus_00_dot_73 - receptacle
  CoffeeTable_bar__minus_01_dot_33_bar__minus_00_dot_15_bar__plus_01_dot_80 - receptacle
  ArmChair_bar__minus_01_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_32 - receptacle
  Shelf_bar__minus_01_dot_09_bar__plus_01_dot_06_bar__minus_00_dot_90 - receptacle
  Sofa_bar__plus_00_dot_10_bar__minus_01_dot_12_bar__plus_01_dot_66 - receptacle
  SideTable_bar__plus_00_dot_73_bar__plus_01_dot_77_bar__plus_01_dot_08 - receptacle
  loc_bar_1_bar_6_bar_1_bar_15 - location
  loc_bar_4_bar_4_bar_2_bar_0 - location
  loc_bar_4_bar__minus_8_bar_0_bar_0 - location
  loc_bar_7_bar_4_bar_1_bar_15 - location
  loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
  loc_bar__minus_2_bar__minus_7_bar_0_bar_30 - location
  loc_bar__minus_6_bar_4_bar_0_bar_60 - location
  loc_bar__minus_6_bar__minus_3_bar_0_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar_4_bar_1_bar_15)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType RemoteControlType)
  (canContain ArmChairType StatueType)
  (canContain ArmChairType VaseType)
  (canContain ArmChairType WatchType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType StatueType)
  (canContain DrawerType VaseType)
  (canContain DrawerType WatchType)
  (canContain DresserType KeyChainType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType StatueType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType RemoteControlType)
  (canContain ShelfType StatueType)
  (canContain ShelfType VaseType)
  (canContain ShelfType WatchType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType StatueType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (canContain SofaType KeyChainType)
  (canContain SofaType RemoteControlType)
  (canContain SofaType StatueType)
  (canContain SofaType VaseType)
  (canContain SofaType WatchType)
  (receptacleType Dresser_bar__plus_02_dot_42_bar__plus_01_dot_84_bar__minus_01_dot_39 DresserType)
  (receptacleAtLocation Dresser_bar__plus_02_dot_42_bar__plus_01_dot_84_bar__minus_01_dot_39 loc_bar_1_bar_6_bar_1_bar_15)
  (receptacleType Drawer_bar__minus_00_dot_15_bar__minus_01_dot_95_bar__minus_00_dot_73 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_15_bar__minus_01_dot_95_bar__minus_00_dot_73 loc_bar__minus_2_bar__minus_7_bar_0_bar_30)
  (openable Drawer_bar__minus_00_dot_15_bar__minus_01_dot_95_bar__minus_00_dot_73)
  (receptacleType CoffeeTable_bar__minus_01_dot_33_bar__minus_00_dot_15_bar__plus_01_dot_80 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_01_dot_33_bar__minus_00_dot_15_bar__plus_01_dot_80 loc_bar__minus_6_bar_4_bar_0_bar_60)
  (receptacleType ArmChair_bar__minus_01_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_32 ArmChairType)
  (receptacleAtLocation ArmChair_bar__minus_01_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_32 loc_bar_4_bar__minus_8_bar_0_bar_0)
  (receptacleType Shelf_bar__minus_01_dot_09_bar__plus_01_dot_06_bar__minus_00_dot_90 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_09_bar__plus_01_dot_06_bar__minus_00_dot_90 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
  (receptacleType Sofa_bar__plus_00_dot_10_bar__minus_01_dot_12_bar__plus_01_dot_66 SofaType)
  (receptacleAtLocation Sofa_bar__plus_00_dot_10_bar__minus_01_dot_12_bar__plus_01_dot_66 loc_bar_4_bar_4_bar_2_bar_0)
  (receptacleType SideTable_bar__plus_00_dot_73_bar__plus_01_dot_77_bar__plus_01_dot_08 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_00_dot_73_bar__plus_01_dot_77_bar__plus_01_dot_08 loc_bar__minus_6_bar__minus_3_bar_0_bar_45)
  (objectType Vase_bar__minus_00_dot_25_bar__plus_02_dot_18_bar__minus_02_dot_44 VaseType)
  (inReceptacle Vase_bar__minus_00_dot_25_bar__plus_02_dot_18_bar__minus_02_dot_44 CoffeeTable_bar__minus_01_dot_33_bar__minus_00_dot_15_bar__plus_01_dot_80)
  (objectAtLocation Vase_bar__minus_00_dot_25_bar__plus_02_dot_18_bar__minus_02_dot_44 loc_bar__minus_6_bar_4_bar_0_bar_60)
  (pickupable Vase_bar__minus_00_dot_25_bar__plus_02_dot_18_bar__minus_02_dot_44)
  (objectType Vase_bar__minus_01_dot_28_bar__plus_00_dot_20_bar__minus_01_dot_95 VaseType)
  (inReceptacle Vase_bar__minus_01_dot_28_bar__plus_00_dot_20_bar__minus_01_dot_95 CoffeeTable_bar__minus_01_dot_33_bar__minus_00_dot_15_bar__plus_01_dot_80)
  (objectAtLocation Vase_bar__minus_01_dot_28_bar__plus_00_dot_20_bar__minus_01_dot_95 loc_bar__minus_6_bar_4_bar_0_bar_60)
  (pickupable Vase_bar__minus_01_dot_28_bar__plus_00_dot_20_bar__minus_01_dot_95)
  (objectType KeyChain_bar__plus_02_dot_21_bar__minus_01_dot_99_bar__plus_02_dot_32 KeyChainType)
  (inReceptacle KeyChain_bar__plus_02_dot_21_bar__minus_01_dot_99_bar__plus_02_dot_32 Sofa_bar__plus_00_dot_10_bar__minus_01_dot_12_bar__plus_01_dot_66)
  (objectAtLocation KeyChain_bar__plus_02_dot_21_bar__minus_01_dot_99_bar__plus_02_dot_32 loc_bar_4_bar_4_bar_2_bar_0)
  (pickupable KeyChain_bar__plus_02_dot_21_bar__minus_01_dot_99_bar__plus_02_dot_32)
  (objectType Watch_bar__plus_00_dot_59_bar__plus_00_dot_77_bar__minus_01_dot_73 WatchType)
  (inReceptacle Watch_bar__plus_00_dot_59_bar__plus_00_dot_77_bar__minus_01_dot_73 ArmChair_bar__minus_01_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_32)
  (objectAtLocation Watch_bar__plus_00_dot_59_bar__plus_00_dot_77_bar__minus_01_dot_73 loc_bar_4_bar__minus_8_bar_0_bar_0)
  (pickupable Watch_bar__plus_00_dot_59_bar__plus_00_dot_77_bar__minus_01_dot_73)
  (objectType Statue_bar__plus_01_dot_44_bar__minus_02_dot_08_bar__minus_01_dot_33 StatueType)
  (inReceptacle Statue_bar__plus_01_dot_44_bar__minus_02_dot_08_bar__minus_01_dot_33 SideTable_bar__plus_00_dot_73_bar__plus_01_dot_77_bar__plus_01_dot_08)
  (objectAtLocation Statue_bar__plus_01_dot_44_bar__minus_02_dot_08_bar__minus_01_dot_33 loc_bar__minus_6_bar__minus_3_bar_0_bar_45)
  (pickupable Statue_bar__plus_01_dot_44_bar__minus_02_dot_08_bar__minus_01_dot_33)
  (objectType RemoteControl_bar__minus_00_dot_27_bar__minus_01_dot_45_bar__plus_01_dot_20 RemoteControlType)
  (inReceptacle RemoteControl_bar__minus_00_dot_27_bar__minus_01_dot_45_bar__plus_01_dot_20 CoffeeTable_bar__minus_01_dot_33_bar__minus_00_dot_15_bar__plus_01_dot_80)
  (objectAtLocation RemoteControl_bar__minus_00_dot_27_bar__minus_01_dot_45_bar__plus_01_dot_20 loc_bar__minus_6_bar_4_bar_0_bar_60)
  (pickupable RemoteControl_bar__minus_00_dot_27_bar__minus_01_dot_45_bar__plus_01_dot_20)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 VaseType)
                    (receptacleType ?r SofaType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 VaseType)
                            (receptacleType ?r SofaType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
