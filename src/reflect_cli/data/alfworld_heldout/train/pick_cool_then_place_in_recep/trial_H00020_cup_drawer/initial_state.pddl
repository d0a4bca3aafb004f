(define (problem plan_trial_H00020_cup_drawer)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  CupType - otype
  MugType - otype
  PanType - otype
  SpoonType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94 - object
  Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70 - object
  Pan_bar__minus_00_dot_45_bar__plus_01_dot_19_bar__minus_00_dot_57 - object
  Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75 - object
  Spoon_bar__plus_02_dot_41_bar__plus_00_dot_29_bar__plus_00_dot_87 - object
  Shelf_bar__plus_02_dot_21_bar__plus_02_dot_46_bar__plus_02_dot_13 - receptacle
  CounterTop_bar__minus_00_dot_96_bar__plus_01_dot_05_bar__plus_01_dot_91 - receptacle
  Sink_bar__plus_00_dot_00_bar__minus_01_dot_51_bar__minus_01_dot_64_bar_SinkBasin - receptacle
  Microwave_bar__plus_00_dot_20_bar__minus_01_dot_04_bar__plus_00_dot_46 - receptacle
  Drawer_bar__plus_01_dot_64_bar__plus_01_dot_56_bar__minus_02_dot_21 - receptacle
  Fridge_bar__minus_00_dot_57_bar__minus_02_dot_06_bar__minus_00_dot_71 - receptacle
  Cabinet_bar__minus_01_dot_20_bar__minus_01_dot_09_bar__plus_00_dot_07 - receptacle
  loc_bar_0_bar_7_bar_0_bar_0 - location
  loc_bar_2_bar_6_bar_2_bar_15 - location
  loc_bar_4_bar__minus_2_bar_3_bar_0 - location
  loc_bar_5_bar_5_bar_0_bar_45 - location
  loc_bar_8_bar__minus_6_bar_3_bar_0 - location
  loc_bar__minus_4_bar__minus_4_bar_3_bar_45 - location
  loc_bar__minus_6_bar_7_bar_3_bar_45 - location
  loc_bar__minus_6_bar__minus_1_bar_3_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_8_bar__minus_6_bar_3_bar_0)
  (canContain CabinetType AppleType)
  (canContain CabinetType CupType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType SpoonType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType SpoonType)
  (canContain DrawerType AppleType)
  (canContain DrawerType CupType)
  (canContain DrawerType MugType)
  (canContain DrawerType PanType)
  (canContain DrawerType SpoonType)
  (canContain FridgeType AppleType)
  (canContain FridgeType CupType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType MugType)
  (canContain ShelfType AppleType)
  (canContain ShelfType CupType)
  (canContain ShelfType MugType)
  (canContain ShelfType PanType)
  (canContain ShelfType SpoonType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType SpoonType)
  (receptacleType Shelf_bar__plus_02_dot_21_bar__plus_02_dot_46_bar__plus_02_dot_13 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_21_bar__plus_02_dot_46_bar__plus_02_dot_13 loc_bar_0_bar_7_bar_0_bar_0)
  (receptacleType CounterTop_bar__minus_00_dot_96_bar__plus_01_dot_05_bar__plus_01_dot_91 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_96_bar__plus_01_dot_05_bar__plus_01_dot_91 loc_bar_5_bar_5_bar_0_bar_45)
  (receptacleType Sink_bar__plus_00_dot_00_bar__minus_01_dot_51_bar__minus_01_dot_64_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_00_bar__minus_01_dot_51_bar__minus_01_dot_64_bar_SinkBasin loc_bar__minus_6_bar_7_bar_3_bar_45)
  (receptacleType Microwave_bar__plus_00_dot_20_bar__minus_01_dot_04_bar__plus_00_dot_46 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_00_dot_20_bar__minus_01_dot_04_bar__plus_00_dot_46 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
  (openable Microwave_bar__plus_00_dot_20_bar__minus_01_dot_04_bar__plus_00_dot_46)
  (receptacleType Drawer_bar__plus_01_dot_64_bar__plus_01_dot_56_bar__minus_02_dot_21 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_01_dot_64_bar__plus_01_dot_56_bar__minus_02_dot_21 loc_bar__minus_4_bar__minus_4_bar_3_bar_45)
  (openable Drawer_bar__plus_01_dot_64_bar__plus_01_dot_56_bar__minus_02_dot_21)
  (receptacleType Fridge_bar__minus_00_dot_57_bar__minus_02_dot_06_bar__minus_00_dot_71 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_00_dot_57_bar__minus_02_dot_06_bar__minus_00_dot_71 loc_bar_2_bar_6_bar_2_bar_15)
  (openable Fridge_bar__minus_00_dot_57_bar__minus_02_dot_06_bar__minus_00_dot_71)
  (receptacleType Cabinet_bar__minus_01_dot_20_bar__minus_01_dot_09_bar__plus_00_dot_07 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_20_bar__minus_01_dot_09_bar__plus_00_dot_07 loc_bar_4_bar__minus_2_bar_3_bar_0)
  (openable Cabinet_bar__minus_01_dot_20_bar__minus_01_dot_09_bar__plus_00_dot_07)
  (objectType Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94 CupType)
  (inReceptacle Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94 Shelf_bar__plus_02_dot_21_bar__plus_02_dot_46_bar__plus_02_dot_13)
  (objectAtLocation Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94 loc_bar_0_bar_7_bar_0_bar_0)
  (pickupable Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94)
  (cleanable Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94)
  (heatable Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94)
  (coolable Cup_bar__minus_02_dot_06_bar__plus_01_dot_87_bar__minus_01_dot_94)
  (objectType Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70 MugType)
  (inReceptacle Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70 CounterTop_bar__minus_00_dot_96_bar__plus_01_dot_05_bar__plus_01_dot_91)
  (objectAtLocation Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70 loc_bar_5_bar_5_bar_0_bar_45)
  (pickupable Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70)
  (cleanable Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70)
  (heatable Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70)
  (coolable Mug_bar__minus_00_dot_36_bar__plus_01_dot_95_bar__plus_01_dot_70)
  (objectType Pan_bar__minus_00_dot_45_bar__plus_01_dot_19_bar__minus_00_dot_57 PanType)
  (inReceptacle Pan_bar__minus_00_dot_45_bar__plus_01_dot_19_bar__minus_00_dot_57 Cabinet_bar__minus_01_dot_20_bar__minus_01_dot_09_bar__plus_00_dot_07)
  (objectAtLocation Pan_bar__minus_00_dot_45_bar__plus_01_dot_19_bar__minus_00_dot_57 loc_bar_4_bar__minus_2_bar_3_bar_0)
  (pickupable Pan_bar__minus_00_dot_45_bar__plus_01_dot_19_bar__minus_00_dot_57)
  (cleanable Pan_bar__minus_00_dot_45_bar__plus_01_dot_19_bar__minus_00_dot_57)
  (coolable Pan_bar__minus_00_dot_45_bar__plus_01_dot_19_bar__minus_00_dot_57)
  (objectType Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75 AppleType)
  (inReceptacle Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75 Microwave_bar__plus_00_dot_20_bar__minus_01_dot_04_bar__plus_00_dot_46)
  (objectAtLocation Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
  (pickupable Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75)
  (cleanable Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75)
  (heatable Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75)
  (coolable Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75)
  (sliceable Apple_bar__minus_01_dot_76_bar__plus_00_dot_97_bar__minus_00_dot_75)
  (objectType Spoon_bar__plus_02_dot_41_bar__plus_00_dot_29_bar__plus_00_dot_87 SpoonType)
  (inReceptacle Spoon_bar__plus_02_dot_41_bar__plus_00_dot_29_bar__plus_00_dot_87 Sink_bar__plus_00_dot_00_bar__minus_01_dot_51_bar__minus_01_dot_64_bar_SinkBasin)
  (objectAtLocation Spoon_bar__plus_02_dot_41_bar__plus_00_dot_29_bar__plus_00_dot_87 loc_bar__minus_6_bar_7_bar_3_bar_45)
  (pickupable Spoon_bar__plus_02_dot_41_bar__plus_00_dot_29_bar__plus_00_dot_87)
  (cleanable Spoon_bar__plus_02_dot_41_bar__plus_00_dot_29_bar__plus_00_dot_87)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CupType)
                    (receptacleType ?r DrawerType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
