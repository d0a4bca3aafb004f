(define (problem plan_trial_H00005_watch_armchair)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  KeyChainType - otype
  NewspaperType - otype
  RemoteControlType - otype
  VaseType - otype
  WatchType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  Watch_bar__minus_00_dot_74_bar__minus_01_dot_05_bar__minus_01_dot_66 - object
  Watch_bar__plus_00_dot_02_bar__minus_01_dot_82_bar__minus_00_dot_28 - object
  Newspaper_bar__minus_01_dot_06_bar__plus_01_dot_93_bar__minus_00_dot_90 - object
  KeyChain_bar__plus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_37 - object
  Box_bar__plus_01_dot_95_bar__plus_00_dot_11_bar__plus_02_dot_03 - object
  Vase_bar__minus_02_dot_31_bar__plus_00_dot_17_bar__minus_00_dot_98 - object
  RemoteControl_bar__plus_01_dot_55_bar__minus_00_dot_71_bar__plus_01_dot_09 - object
  Dresser_bar__plus_02_dot_10_bar__plus_00_dot_84_bar__plus_00_dot_57 - receptacle
  Drawer_bar__minus_01_dot_46_bar__plus_00_dot_07_bar__plus_02_dot_13 - receptacle
  SideTable_bar__minus_02_dot_04_bar__minus_01_dot_65_bar__plus_01_dot_26 - receptacle
  ArmChair_bar__plus_00_dot_38_bar__minus_02_dot_16_bar__plus_01_dot_99 - receptacle
  CoffeeTable_bar__plus_02_dot_32_bar__plus_00_dot_50_bar__plus_00_dot_87 - receptacle
  loc_bar_0_bar_2_bar_2_bar_60 - location
  loc_bar_0_bar_8_bar_0_bar_45 - location
  loc_bar_1_bar_2_bar_1_bar_60 - location
  loc_bar_3_bar_3_bar_3_bar_30 - location
  loc_bar__minus_1_bar_3_bar_2_bar_30 - location
  loc_bar__minus_7_bar__minus_8_bar_3_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_1_bar_2_bar_1_bar_60)
  (canContain ArmChairType BoxType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType NewspaperType)
  (canContain ArmChairType RemoteControlType)
  (canContain ArmChairType VaseType)
  (canContain ArmChairType WatchType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType RemoteControlType)
  (canContain CoffeeTableType VaseType)
  (canContain CoffeeTableType WatchType)
  (canContain DrawerType BoxType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType RemoteControlType)
  (canContain DrawerType VaseType)
  (canContain DrawerType WatchType)
  (canContain DresserType BoxType)
  (canContain DresserType KeyChainType)
  (canContain DresserType NewspaperType)
  (canContain DresserType RemoteControlType)
  (canContain DresserType VaseType)
  (canContain DresserType WatchType)
  (canContain SideTableType BoxType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType RemoteControlType)
  (canContain SideTableType VaseType)
  (canContain SideTableType WatchType)
  (receptacleType Dresser_bar__plus_02_dot_10_bar__plus_00_dot_84_bar__plus_00_dot_57 DresserType)
  (receptacleAtLocation Dresser_bar__plus_02_dot_10_bar__plus_00_dot_84_bar__plus_00_dot_57 loc_bar_0_bar_8_bar_0_bar_45)
  (receptacleType Drawer_bar__minus_01_dot_46_bar__plus_00_dot_07_bar__plus_02_dot_13 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_46_bar__plus_00_dot_07_bar__plus_02_dot_13 loc_bar__minus_1_bar_3_bar_2_bar_30)
  (openable Drawer_bar__minus_01_dot_46_bar__plus_00_dot_07_bar__plus_02_dot_13)
  (receptacleType SideTable_bar__minus_02_dot_04_bar__minus_01_dot_65_bar__plus_01_dot_26 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_02_dot_04_bar__minus_01_dot_65_bar__plus_01_dot_26 loc_bar_0_bar_2_bar_2_bar_60)
  (receptacleType ArmChair_bar__plus_00_dot_38_bar__minus_02_dot_16_bar__plus_01_dot_99 ArmChairType)
  (receptacleAtLocation ArmChair_bar__plus_00_dot_38_bar__minus_02_dot_16_bar__plus_01_dot_99 loc_bar__minus_7_bar__minus_8_bar_3_bar_45)
  (receptacleType CoffeeTable_bar__plus_02_dot_32_bar__plus_00_dot_50_bar__plus_00_dot_87 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_02_dot_32_bar__plus_00_dot_50_bar__plus_00_dot_87 loc_bar_3_bar_3_bar_3_bar_30)
  (objectType Watch_bar__minus_00_dot_74_bar__minus_01_dot_05_bar__minus_01_dot_66 WatchType)
  (inReceptacle Watch_bar__minus_00_dot_74_bar__minus_01_dot_05_bar__minus_01_dot_66 SideTable_bar__minus_02_dot_04_bar__minus_01_dot_65_bar__plus_01_dot_26)
  (objectAtLocation Watch_bar__minus_00_dot_74_bar__minus_01_dot_05_bar__minus_01_dot_66 loc_bar_0_bar_2_bar_2_bar_60)
  (pickupable Watch_bar__minus_00_dot_74_bar__minus_01_dot_05_bar__minus_01_dot_66)
  (objectType Watch_bar__plus_00_dot_02_bar__minus_01_dot_82_bar__minus_00_dot_28 WatchType)
  (inReceptacle Watch_bar__plus_00_dot_02_bar__minus_01_dot_82_bar__minus_00_dot_28 SideTable_bar__minus_02_dot_04_bar__minus_01_dot_65_bar__plus_01_dot_26)
  (objectAtLocation Watch_bar__plus_00_dot_02_bar__minus_01_dot_82_bar__minus_00_dot_28 loc_bar_0_bar_2_bar_2_bar_60)
  (pickupable Watch_bar__plus_00_dot_02_bar__minus_01_dot_82_bar__minus_00_dot_28)
  (objectType Newspaper_bar__minus_01_dot_06_bar__plus_01_dot_93_bar__minus_00_dot_90 NewspaperType)
  (inReceptacle Newspaper_bar__minus_01_dot_06_bar__plus_01_dot_93_bar__minus_00_dot_90 Drawer_bar__minus_01_dot_46_bar__plus_00_dot_07_bar__plus_02_dot_13)
  (objectAtLocation Newspaper_bar__minus_01_dot_06_bar__plus_01_dot_93_bar__minus_00_dot_90 loc_bar__minus_1_bar_3_bar_2_bar_30)
  (pickupable Newspaper_bar__minus_01_dot_06_bar__plus_01_dot_93_bar__minus_00_dot_90)
  (objectType KeyChain_bar__plus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_37 KeyChainType)
  (inReceptacle KeyChain_bar__plus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_37 ArmChair_bar__plus_00_dot_38_bar__minus_02_dot_16_bar__plus_01_dot_99)
  (objectAtLocation KeyChain_bar__plus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_37 loc_bar__minus_7_bar__minus_8_bar_3_bar_45)
  (pickupable KeyChain_bar__plus_00_dot_36_bar__plus_00_dot_67_bar__minus_02_dot_37)
  (objectType Box_bar__plus_01_dot_95_bar__plus_00_dot_11_bar__plus_02_dot_03 BoxType)
  (inReceptacle Box_bar__plus_01_dot_95_bar__plus_00_dot_11_bar__plus_02_dot_03 ArmChair_bar__plus_00_dot_38_bar__minus_02_dot_16_bar__plus_01_dot_99)
  (objectAtLocation Box_bar__plus_01_dot_95_bar__plus_00_dot_11_bar__plus_02_dot_03 loc_bar__minus_7_bar__minus_8_bar_3_bar_45)
  (pickupable Box_bar__plus_01_dot_95_bar__plus_00_dot_11_bar__plus_02_dot_03)
  (objectType Vase_bar__minus_02_dot_31_bar__plus_00_dot_17_bar__minus_00_dot_98 VaseType)
  (inReceptacle Vase_bar__minus_02_dot_31_bar__plus_00_dot_17_bar__minus_00_dot_98 ArmChair_bar__plus_00_dot_38_bar__minus_02_dot_16_bar__plus_01_dot_99)
  (objectAtLocation Vase_bar__minus_02_dot_31_bar__plus_00_dot_17_bar__minus_00_dot_98 loc_bar__minus_7_bar__minus_8_bar_3_bar_45)
  (pickupable Vase_bar__minus_02_dot_31_bar__plus_00_dot_17_bar__minus_00_dot_98)
  (objectType RemoteControl_bar__plus_01_dot_55_bar__minus_00_dot_71_bar__plus_01_dot_09 RemoteControlType)
  (inReceptacle RemoteControl_bar__plus_01_dot_55_bar__minus_00_dot_71_bar__plus_01_dot_09 CoffeeTable_bar__plus_02_dot_32_bar__plus_00_dot_50_bar__plus_00_dot_87)
  (objectAtLocation RemoteControl_bar__plus_01_dot_55_bar__minus_00_dot_71_bar__plus_01_dot_09 loc_bar_3_bar_3_bar_3_bar_30)
  (pickupable RemoteControl_bar__plus_01_dot_55_bar__minus_00_dot_71_bar__plus_01_dot_09)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 WatchType)
                    (receptacleType ?r ArmChairType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 WatchType)
                            (receptacleType ?r ArmChairType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
